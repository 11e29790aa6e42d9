/** Where the page says which URL its server HTML was rendered for (set by the render job). */
export const RENDERED_URL_ATTRIBUTE = 'data-rendered-url';

/**
 * A slot holds server HTML that matches this page when it has element children and the document
 * was rendered for the current path and query. Anything else (a later navigation, a 404 page, a URL
 * with a query the render did not know) is drawn fresh, replacing what is there in one commit.
 */
export function holdsServerHtml(element: Element, doc: Document = element.ownerDocument): boolean {
  const rendered = doc.documentElement.getAttribute(RENDERED_URL_ATTRIBUTE);
  const here = doc.defaultView ? doc.defaultView.location.pathname + doc.defaultView.location.search : '';
  return element.firstElementChild !== null && rendered === here;
}
