import { useRef } from 'react';
import styled from 'styled-components';

import { pictureCaption, type MediaId } from 'shared-contracts/media/catalog';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { useModalDialog } from 'shared-contracts/ui/use-modal-dialog';

export interface ImageDialogProps {
  image: MediaId;
  onClose: () => void;
  caption?: string;
}

/**
 * An enlarged image. A click anywhere, Escape or the Close button closes it and focus goes back to
 * where it was; the browser's modal dialog keeps Tab on its one control.
 */
export function ImageDialog({ image, onClose, caption }: ImageDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalDialog(dialogRef, { focus: closeRef });
  const text = caption ?? pictureCaption(image);
  return (
    <Overlay
      ref={dialogRef}
      aria-label={`Enlarged image: ${text}`}
      onClick={onClose}
      // Escape: the page's state closes it, not the browser on its own.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
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

/**
 * A modal `<dialog>` over the whole viewport: the browser keeps focus inside it and the page behind
 * inert. In the top layer, yet inside the remote's root, so its namespaced styles apply.
 */
const Overlay = styled.dialog`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  border: 0;
  box-sizing: border-box;
  padding: 20px;
  background: rgb(2 6 23 / 88%);
  cursor: zoom-out;
  &[open] {
    display: grid;
    place-items: center;
  }
  &::backdrop {
    background: transparent;
  }
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
