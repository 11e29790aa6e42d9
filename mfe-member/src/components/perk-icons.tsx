import type { ReactNode } from 'react';

/** Line icons for the membership perks; drawn inline so they never depend on an emoji font. */
const paths: Record<'shirt' | 'tag' | 'video' | 'calendar', ReactNode> = {
  shirt: <path d="M8 3 4 5.5 2.5 10l3 1.2V21h13v-9.8l3-1.2L20 5.5 16 3c-.6 1.7-2.2 2.8-4 2.8S8.6 4.7 8 3Z" />,
  tag: (
    <>
      <path d="M3 12.5V4h8.5L21 13.5 13.5 21Z" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </>
  ),
  video: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="m10 9 5 3-5 3Z" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
};

export type PerkIconName = keyof typeof paths;

export function PerkIcon({ name }: { name: PerkIconName }) {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {paths[name]}
    </svg>
  );
}
