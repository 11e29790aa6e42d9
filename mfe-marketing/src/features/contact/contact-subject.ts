/** `/contact?subject=Training%20Enrollment` starts the message with that subject (links elsewhere on the site use it). */
export function messageForSubject(search: string): string {
  const subject = (new URLSearchParams(search).get('subject') ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, 80);
  return subject ? `Subject: ${subject}\n\n` : '';
}
