/**
 * Calls `watchUnder` with the whole document now, then with each element a page adds later (a page
 * drawn in place, a section a remote renders after its first view), so a watcher of the server's
 * elements sees the later ones too.
 */
export function underNowAndLater(doc: Document, watchUnder: (root: Element) => void) {
  watchUnder(doc.documentElement);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node.nodeType === Node.ELEMENT_NODE) watchUnder(node as Element);
  }).observe(doc.body, { childList: true, subtree: true });
}
