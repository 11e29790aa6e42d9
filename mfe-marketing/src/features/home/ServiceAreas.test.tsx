import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { SiteContext } from 'shared-contracts/remote/site-context';
import { MemoryRouter } from 'shared-contracts/routing/router';
import type { LoadRemoteModule } from 'shared-contracts/store/remote-props';
import type { ServiceAreasListProps, ServiceAreasModule } from 'shared-contracts/towns/service-areas';

import { ServiceAreas } from './ServiceAreas';

/** Stands in for the locations remote's `./service-areas` list. */
const fragment: ServiceAreasModule = {
  default: ({ label }: ServiceAreasListProps) => (
    <ul aria-label={label}>
      <li>
        <a href="/locations/evanston">Evanston, IL 6 miles from Chicago</a>
      </li>
    </ul>
  ),
};

function renderAreas(loadRemoteModule: LoadRemoteModule) {
  return renderAreasView(loadRemoteModule).toggle;
}

function renderAreasView(loadRemoteModule: LoadRemoteModule) {
  const view = render(
    <SiteContext.Provider value={{ siteOrigin: '', loadRemoteModule }}>
      <MemoryRouter>
        <ServiceAreas />
      </MemoryRouter>
    </SiteContext.Provider>,
  );
  return { ...view, toggle: screen.getByText('View Service Locations').closest('summary') as HTMLElement };
}

const isOpen = (toggle: HTMLElement) => (toggle.parentElement as HTMLDetailsElement).open;

/** The test DOM does not toggle details on a click: open or close it as the browser does, with its event. */
function press(toggle: HTMLElement) {
  const details = toggle.parentElement as HTMLDetailsElement;
  details.open = !details.open;
  fireEvent(details, new Event('toggle'));
}

describe('ServiceAreas', () => {
  it("fetches nothing until the visitor opens the list, then shows the locations remote's list under its own name", async () => {
    const load = vi.fn(() => Promise.resolve(fragment)) as unknown as LoadRemoteModule;
    const toggle = renderAreas(load);
    expect(isOpen(toggle)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    await act(async () => press(toggle));
    expect(load).toHaveBeenCalledWith('locations', 'service-areas');
    expect(isOpen(toggle)).toBe(true);
    const list = screen.getByRole('list', { name: 'Service locations' });
    expect(within(list).getByRole('link', { name: 'Evanston, IL 6 miles from Chicago' })).toHaveAttribute(
      'href',
      '/locations/evanston',
    );
    press(toggle);
    expect(isOpen(toggle)).toBe(false);
  });

  it('says both what it opens and what it closes, the browser showing the one that fits', () => {
    const toggle = renderAreas(() => new Promise(() => {}));
    expect(
      [...toggle.querySelectorAll('span')].map((span) => [span.className.split(' ').at(-1), span.textContent]),
    ).toEqual([
      ['when-closed', 'View Service Locations'],
      ['when-open', 'Hide Service Locations'],
    ]);
  });

  it('loads the list once hydrated when the visitor opened it before the scripts arrived', async () => {
    const load = vi.fn(() => Promise.resolve(fragment)) as unknown as LoadRemoteModule;
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SiteContext.Provider value={{ siteOrigin: '', loadRemoteModule: load }}>
        <MemoryRouter>
          <ServiceAreas />
        </MemoryRouter>
      </SiteContext.Provider>,
    );
    document.body.append(container);
    expect(container.querySelector('[role="status"] a')).toHaveAttribute('href', '/locations');
    container.querySelector('details')!.open = true;
    await act(async () =>
      hydrateRoot(
        container,
        <SiteContext.Provider value={{ siteOrigin: '', loadRemoteModule: load }}>
          <MemoryRouter>
            <ServiceAreas />
          </MemoryRouter>
        </SiteContext.Provider>,
      ),
    );
    expect(load).toHaveBeenCalledWith('locations', 'service-areas');
    container.remove();
  });

  it('shows a loading state, not an error, while the list is on its way', () => {
    const never = (() => new Promise(() => {})) as LoadRemoteModule;
    press(renderAreas(never));
    expect(screen.getByRole('status')).toHaveTextContent('Loading service locations…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('points to the locations page, not an error, when the list cannot be loaded, and loads it afresh when drawn again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(fragment) as unknown as LoadRemoteModule;
    const first = renderAreasView(load);
    await act(async () => press(first.toggle));
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByRole('link', { name: 'our locations page' })).toHaveAttribute(
        'href',
        '/locations',
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Every town we serve, with its distance from Chicago, is on our locations page.',
    );
    expect(warn).toHaveBeenCalledWith('locations/service-areas could not be loaded', expect.any(Error));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();
    const again = renderAreas(load);
    await act(async () => press(again));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('list', { name: 'Service locations' })).toBeInTheDocument();
  });

  it('links to the four service states', () => {
    renderAreas(() => new Promise(() => {}));
    const states = within(screen.getByRole('list', { name: 'States we serve' })).getAllByRole('link');
    expect(states.map((a) => a.getAttribute('href'))).toEqual([
      '/regions/illinois',
      '/regions/wisconsin',
      '/regions/indiana',
      '/regions/michigan',
    ]);
  });
});
