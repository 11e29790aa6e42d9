/**
 * Stands in for the browser's IntersectionObserver in unit tests: it keeps the elements it watches,
 * and the test hands the observer's callback the entries it wants seen (`report`).
 */
export class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly watched = new Set<Element>();

  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }

  observe(element: Element) {
    this.watched.add(element);
  }

  unobserve(element: Element) {
    this.watched.delete(element);
  }

  disconnect() {
    this.watched.clear();
  }
}
