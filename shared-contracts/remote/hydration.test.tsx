// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';

import { hydrateInSlices, reportRecoverableError } from './hydration';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label}: ${count}`}</button>;
}

function serverHtml(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('hydrating in slices', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('keeps the server HTML and makes it respond to the visitor', async () => {
    const container = serverHtml(renderToString(<Counter label="Wraps booked" />));
    const drawn = container.querySelector('button');
    await act(async () => {
      hydrateInSlices(container, <Counter label="Wraps booked" />, {});
    });
    expect(container.querySelector('button')).toBe(drawn);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Wraps booked: 1');
  });

  it('reports a mismatch with the name of the part that had it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = serverHtml(renderToString(<Counter label="Server" />));
    await act(async () => {
      hydrateInSlices(container, <Counter label="Browser" />, {
        onRecoverableError: reportRecoverableError('marketing'),
      });
    });
    expect(log).toHaveBeenCalledWith('[hydration] marketing:', expect.stringContaining('Hydration failed'));
    expect(screen.getByRole('button')).toHaveTextContent('Browser: 0');
  });
});
