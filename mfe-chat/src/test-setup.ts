import 'shared-contracts/testing/dom-test-setup';

// The conversation is carried in the tab's session storage; each test starts in a fresh tab.
afterEach(() => sessionStorage.clear());
