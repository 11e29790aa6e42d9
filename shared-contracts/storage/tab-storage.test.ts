import { readStoredJson, sessionStore, writeStoredJson } from './tab-storage';

/** A storage that keeps items in a map, or throws as a full or blocked one does. */
function storage(refuses = false) {
  const items = new Map<string, string>();
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    items,
    getItem: (key: string) => (refuses ? refuse() : (items.get(key) ?? null)),
    setItem: (key: string, value: string) => (refuses ? refuse() : void items.set(key, value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the tab's storage", () => {
  it('reads back what was written as JSON', () => {
    const store = storage();
    expect(writeStoredJson(store, 'chat', { open: true, messages: [] })).toBe(true);
    expect(store.items.get('chat')).toBe('{"open":true,"messages":[]}');
    expect(readStoredJson(store, 'chat')).toEqual({ open: true, messages: [] });
  });

  it('reads nothing, never an error, when the key is missing, the text is not JSON or storage refuses', () => {
    const store = storage();
    store.items.set('broken', '{"open": tr');
    expect(readStoredJson(store, 'missing')).toBeNull();
    expect(readStoredJson(store, 'broken')).toBeNull();
    expect(readStoredJson(storage(true), 'chat')).toBeNull();
    expect(readStoredJson(undefined, 'chat')).toBeNull();
  });

  it('says so when a value could not be kept', () => {
    expect(writeStoredJson(storage(true), 'chat', { open: false })).toBe(false);
    expect(writeStoredJson(undefined, 'chat', { open: false })).toBe(false);
  });

  it('has no session storage where the page has none to give', () => {
    expect(sessionStore()).toBeUndefined();
  });
});
