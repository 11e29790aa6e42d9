import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { mediaImage } from 'shared-contracts/media/catalog';

import { BeforeAfter } from './BeforeAfter';

const pair = (
  <BeforeAfter
    before="before-white-luxury"
    after="after-blue-sport-luxury"
    title="Color change"
    caption="A white luxury SUV in its factory paint, then in gloss blue vinyl."
  />
);

const slider = () => screen.getByRole('slider', { name: 'Color change: slide to compare before and after' });
const split = (figure: HTMLElement) => figure.style.getPropertyValue('--split');

describe('before and after', () => {
  it('sends both pictures, split in half, and two radio buttons in the server HTML, and no slider', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(pair);
    document.body.append(container);
    const view = within(container);
    expect(view.getByRole('img', { name: mediaImage('before-white-luxury').alt })).toBeInTheDocument();
    expect(view.getByRole('img', { name: mediaImage('after-blue-sport-luxury').alt })).toBeInTheDocument();
    expect(view.getByRole('radio', { name: 'Before' })).not.toBeChecked();
    expect(view.getByRole('radio', { name: 'After' })).not.toBeChecked();
    expect(view.queryByRole('slider')).not.toBeInTheDocument();
    expect(view.getByText('Tap Before or After on the picture.')).toBeInTheDocument();
    expect(split(container.querySelector('figure')!)).toBe('50%');
    expect(container.querySelector('figcaption')).toHaveTextContent(
      'Color change (illustration). A white luxury SUV in its factory paint, then in gloss blue vinyl.',
    );
    container.remove();
  });

  it('moves the split with the slider and by five points per arrow key, within 0 to 100', () => {
    render(pair);
    const figure = screen.getByRole('figure');
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(slider()).toHaveValue('55');
    expect(slider()).toHaveAttribute('aria-valuetext', '55% before, 45% after');
    expect(split(figure)).toBe('55%');
    fireEvent.keyDown(slider(), { key: 'ArrowDown' });
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    expect(slider()).toHaveValue('45');
    fireEvent.change(slider(), { target: { value: '98' } });
    fireEvent.keyDown(slider(), { key: 'ArrowUp' });
    expect(slider()).toHaveValue('100');
    expect(screen.getByRole('radio', { name: 'Before' })).toBeChecked();
  });

  it('shows either picture whole from its radio button, and a drag leaves both unchecked', async () => {
    const user = userEvent.setup();
    render(pair);
    await user.click(screen.getByRole('radio', { name: 'After' }));
    expect(screen.getByRole('radio', { name: 'After' })).toBeChecked();
    expect(slider()).toHaveValue('0');
    expect(split(screen.getByRole('figure'))).toBe('0%');
    await user.click(screen.getByRole('radio', { name: 'Before' }));
    expect(slider()).toHaveValue('100');
    fireEvent.change(slider(), { target: { value: '30' } });
    expect(screen.getByRole('radio', { name: 'Before' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'After' })).not.toBeChecked();
  });

  it('keeps a side chosen before the script arrived', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(pair);
    document.body.append(host);
    within(host).getByRole('radio', { name: 'After' }).click();
    await act(async () => hydrateRoot(host, pair));
    expect(within(host).getByRole('radio', { name: 'After' })).toBeChecked();
    expect(within(host).getByRole('slider')).toHaveValue('0');
    host.remove();
  });
});
