/**
 * Add a script once and wait for it. A failed attempt removes its element, so a retry really fetches
 * again instead of waiting on a dead tag.
 */
export function loadScript(src: string, { timeoutMs = 15_000, doc = document } = {}): Promise<void> {
  const existing = doc.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  existing?.remove();
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(() => fail(new Error(`${src} did not load in ${timeoutMs} ms`)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      reject(error);
    }
    script.onload = () => {
      clearTimeout(timer);
      script.dataset.loaded = 'true';
      resolve();
    };
    script.onerror = () => fail(new Error(`${src} failed to load`));
    doc.head.appendChild(script);
  });
}
