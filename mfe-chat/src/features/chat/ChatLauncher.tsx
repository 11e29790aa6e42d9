import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { business } from 'shared-contracts/business/business';
import { ASSISTANT_NAME } from './assistant';

const Dock = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 40;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 12px;
`;

const Launcher = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  padding: 12px 18px;
  border: 0;
  border-radius: 999px;
  background: var(--color-brand);
  color: #fff;
  font: inherit;
  font-weight: 700;
  box-shadow: 0 10px 28px rgb(217 72 15 / 40%);
  cursor: pointer;
`;

const Panel = styled.section`
  width: min(360px, calc(100vw - 32px));
  padding: 18px;
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  color: var(--color-ink);
  box-shadow: 0 24px 48px rgb(15 23 42 / 28%);
  h2 { margin: 0 0 8px; font-size: 1.1rem; }
  p { margin: 0 0 10px; line-height: 1.5; }
  a { color: var(--color-brand-dark); font-weight: 700; }
`;

/** The chat's launcher; the assistant's conversation arrives with the chat feature. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Dock>
      {open && (
        <Panel id={panelId} aria-label={`Chat with ${ASSISTANT_NAME}`}>
          <h2>Hi, I&apos;m {ASSISTANT_NAME} from {business.name}</h2>
          <p>I can point you to prices, timelines and our service area. For a quote today, call us or send the form.</p>
          <p>
            <a href={business.phone.href}>{business.phone.display}</a> · <Link to="/contact">Request a quote</Link>
          </p>
        </Panel>
      )}
      <Launcher type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? 'Close chat' : `Chat with ${ASSISTANT_NAME}`}
      </Launcher>
    </Dock>
  );
}
