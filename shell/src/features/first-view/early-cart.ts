/**
 * Add to Cart before the shop's code has arrived: the press is answered from the line the server
 * drew on the button. The line goes into the cart's stored state (the cart contract's key and format,
 * which the shop reads once the page has hydrated), the header shows the new count, and a toast
 * says so. Plain DOM and storage: this runs in the start script, before any shared code.
 */

/** On an Add to Cart button: the cart line it adds (JSON, the cart contract's line without quantity). */
export const CART_LINE_ATTRIBUTE = 'data-cart-line';
/** `cartPersistence.storageKey` of `shared-contracts/store/cart` (a test holds them equal). */
export const CART_STORAGE_KEY = 'wraplab.cart.v1';

interface StoredLine {
  id: string;
  name: string;
  quantity: number;
}

const TOAST_MS = 5000;

function storedLines(storage: Pick<Storage, 'getItem'>): StoredLine[] {
  try {
    const lines = (JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '{}') as { lines?: unknown }).lines;
    return Array.isArray(lines) ? (lines as StoredLine[]) : [];
  } catch {
    return [];
  }
}

function showToast(doc: Document, text: string) {
  const toast = doc.createElement('div');
  toast.setAttribute('role', 'status');
  toast.setAttribute('data-early-toast', '');
  toast.textContent = text;
  toast.style.cssText =
    'position:fixed;right:16px;bottom:16px;z-index:100;max-width:min(360px,calc(100vw - 32px));padding:14px 16px;border-radius:10px;background:var(--color-surface);color:var(--color-ink);border:1px solid var(--color-line);border-left:5px solid var(--color-success);font-weight:600;box-shadow:0 12px 30px rgb(2 6 23 / 35%)';
  doc.body.append(toast);
  (doc.defaultView as Window).setTimeout(() => toast.remove(), TOAST_MS);
}

/** Adds the button's line at once; false when the button carries none or the browser stores nothing. */
export function addToCartEarly(
  button: Element,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  doc: Document,
): boolean {
  const raw = button.getAttribute(CART_LINE_ATTRIBUTE);
  if (!raw || !storage) return false;
  let line: Omit<StoredLine, 'quantity'>;
  try {
    line = JSON.parse(raw) as Omit<StoredLine, 'quantity'>;
  } catch {
    return false;
  }
  const lines = storedLines(storage);
  const existing = lines.find((stored) => stored.id === line.id);
  if (existing) existing.quantity += 1;
  else lines.push({ ...line, quantity: 1 });
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines }));
  } catch {
    return false;
  }
  const count = lines.reduce((sum, stored) => sum + stored.quantity, 0);
  const link = doc.querySelector('[data-cart-link]');
  link?.setAttribute('aria-label', `Cart, ${count} ${count === 1 ? 'item' : 'items'}`);
  link?.querySelector('[data-cart-count]')?.setAttribute('data-cart-count', String(count));
  showToast(doc, `Added to cart! ${line.name} has been added to your cart.`);
  return true;
}
