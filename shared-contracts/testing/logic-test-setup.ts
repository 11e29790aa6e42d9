// A logic test runs in plain Node unless it asks for a page; one that does gets the DOM matchers too.
if (typeof document !== 'undefined') await import('./dom-test-setup');

export {};
