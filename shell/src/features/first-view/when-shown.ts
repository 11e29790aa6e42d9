/**
 * Resolves once the page is shown to the visitor: at once, or when a page the browser prerendered
 * on the visitor's intent (speculation rules) is activated by the tap. Nothing of the start runs in
 * a prerendered page before then: no fetch at idle, no start, and storage is read as the visitor's
 * tab holds it at the move, not as it was when the prerender began.
 */
export function whenShown(doc: Document): Promise<void> {
  const prerendering = (doc as Document & { prerendering?: boolean }).prerendering === true;
  if (!prerendering) return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('prerenderingchange', () => resolve(), { once: true }));
}
