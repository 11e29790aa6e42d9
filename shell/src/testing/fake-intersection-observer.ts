/**
 * Stands in for the browser's IntersectionObserver in unit tests: it keeps the elements it watches,
 * and the test hands the observer's callback the entries it wants seen (`report`).
 */
export class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  private static made: FakeIntersectionObserver[] = [];
  readonly watched = new Set<Element>();

  /** The observer made last of those watching `element` (a page may run several). */
  static watching(element: Element): FakeIntersectionObserver | undefined {
    return FakeIntersectionObserver.made.findLast((observer) => observer.watched.has(element));
  }

  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
    FakeIntersectionObserver.made.push(this);
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
