/** ORD- and six random digits, made in the browser when an order is placed (no order service exists). */
export function newOrderNumber(random: () => number = secureRandom): string {
  return `ORD-${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`;
}

function secureRandom(): number {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi?.getRandomValues) return cryptoApi.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
  return Math.random();
}
