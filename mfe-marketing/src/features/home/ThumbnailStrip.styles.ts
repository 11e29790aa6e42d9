import styled from 'styled-components';

import { visuallyHidden } from 'shared-contracts/ui/layout';
import { media } from 'shared-contracts/ui/theme';

export const Strip = styled.div`
  margin-top: 24px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  ${media.md} {
    flex-direction: row;
    align-items: center;
  }
  /* Phones: the strip scrolls sideways and stops short of the chat launcher's corner. */
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 4px;
    display: flex;
    gap: 10px;
    overflow-x: auto;
    max-width: calc(100% - 64px);
  }
  ${media.md} {
    ul {
      flex: 1;
      max-width: 100%;
    }
  }
  li {
    flex: none;
  }
  li label {
    position: relative;
    display: block;
    width: 80px;
    padding: 0;
    border: 3px solid rgb(255 255 255 / 25%);
    border-radius: var(--radius-md);
    overflow: hidden;
    background: var(--color-night-soft);
    cursor: zoom-in;
    transition:
      border-color 0.2s,
      opacity 0.2s;
  }
  ${media.md} {
    li label {
      width: 120px;
    }
  }
  li input {
    ${visuallyHidden}
  }
  li label:hover,
  li label:has(:focus-visible) {
    border-color: var(--color-surface);
  }
  li label:has(:focus-visible) {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  li label:has(:checked) {
    border-color: var(--color-brand);
  }
  li label[data-failed='true'] {
    opacity: 0.35;
    filter: grayscale(1);
  }
  li img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
`;
