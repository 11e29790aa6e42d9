import { useEffect, useRef } from 'react';
import styled from 'styled-components';

import { pictureCaption, type MediaId } from 'shared-contracts/media/catalog';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';

/** Fixed to the viewport but rendered inside the remote's root, so its namespaced styles apply. */
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 20px;
  background: rgb(2 6 23 / 88%);
  cursor: zoom-out;
  figure {
    margin: 0;
    max-width: min(1200px, 100%);
    display: grid;
    gap: 12px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    max-height: 78vh;
    object-fit: contain;
    border-radius: var(--radius-md);
  }
  figcaption {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 16px;
    color: var(--color-on-dark-soft);
    font-size: 0.95rem;
  }
  button {
    flex: none;
    padding: 8px 16px;
    border-radius: 999px;
    border: 1px solid rgb(255 255 255 / 70%);
    background: transparent;
    color: var(--color-on-dark);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

export interface ImageDialogProps {
  image: MediaId;
  onClose: () => void;
  caption?: string;
}

/** An enlarged image. A click anywhere, Escape or the Close button closes it and focus goes back. */
export function ImageDialog({ image, onClose, caption }: ImageDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => previous?.focus?.();
  }, []);
  const text = caption ?? pictureCaption(image);
  return (
    <Overlay
      role="dialog"
      aria-modal="true"
      aria-label={`Enlarged image: ${text}`}
      onClick={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        // The Close button is the only control: keep focus inside the dialog.
        if (event.key === 'Tab') {
          event.preventDefault();
          closeRef.current?.focus();
        }
      }}
    >
      <figure>
        <ResponsiveImage id={image} priority sizes="(min-width: 1240px) 1200px, 100vw" />
        <figcaption>
          <span>{text}</span>
          <button ref={closeRef} type="button" onClick={onClose}>
            Close
          </button>
        </figcaption>
      </figure>
    </Overlay>
  );
}
