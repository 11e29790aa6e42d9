import 'shared-contracts/testing/dom-test-setup';
