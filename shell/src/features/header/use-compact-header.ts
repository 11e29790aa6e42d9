import { useEffect, useState } from 'react';

/** The header turns compact once the page has scrolled more than 50 px. */
export const COMPACT_AFTER_PX = 50;

export function useCompactHeader(): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const update = () => setCompact(window.scrollY > COMPACT_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return compact;
}
