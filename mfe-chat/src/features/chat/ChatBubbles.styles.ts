import styled, { keyframes } from 'styled-components';

import type { ChatMessage } from './chatSlice';

export const Bubble = styled.div<{ $sender: ChatMessage['sender'] }>`
  max-width: 85%;
  padding: 10px 14px;
  border-radius: 16px;
  line-height: 1.45;
  font-size: 0.95rem;
  /* Visitor text keeps its line breaks and is never read as markup. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $sender }) =>
    $sender === 'user'
      ? 'align-self: flex-end; background: var(--color-brand); color: var(--color-brand-ink); border-bottom-right-radius: 4px;'
      : 'align-self: flex-start; background: var(--color-surface); color: var(--color-ink); border: 1px solid var(--color-line); border-bottom-left-radius: 4px;'}
  a {
    display: inline-block;
    margin-top: 6px;
    color: var(--color-brand-dark);
    font-weight: 700;
  }
`;

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

export const Dots = styled.span`
  display: inline-flex;
  gap: 4px;
  span {
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: var(--color-muted);
    animation: ${blink} 1.2s infinite ease-in-out;
  }
  span:nth-child(2) {
    animation-delay: 0.2s;
  }
  span:nth-child(3) {
    animation-delay: 0.4s;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
      opacity: 0.6;
    }
  }
`;
