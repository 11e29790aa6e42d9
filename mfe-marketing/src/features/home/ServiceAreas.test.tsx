import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-contracts/routing/router';
import { SiteContext } from 'shared-contracts/remote/site-context';
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
  render(
    <SiteContext.Provider value={{ siteOrigin: '', loadRemoteModule }}>
      <MemoryRouter>
        <ServiceAreas />
      </MemoryRouter>
    </SiteContext.Provider>,
  );
  return screen.getByRole('button', { name: 'View Service Locations' });
}

describe('ServiceAreas', () => {
  it('fetches nothing until the visitor opens the list, then shows the locations remote\'s list under its own name', async () => {
    const load = vi.fn(() => Promise.resolve(fragment)) as unknown as LoadRemoteModule;
    const toggle = renderAreas(load);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(toggle));
    expect(load).toHaveBeenCalledWith('locations', 'service-areas');
    expect(toggle).toHaveTextContent('Hide Service Locations');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Service locations' });
    expect(within(list).getByRole('link', { name: 'Evanston, IL 6 miles from Chicago' })).toHaveAttribute('href', '/locations/evanston');
    fireEvent.click(toggle);
    expect(toggle).toHaveTextContent('View Service Locations');
    expect(screen.queryByRole('list', { name: 'Service locations' })).not.toBeInTheDocument();
  });

  it('shows a loading state, not an error, while the list is on its way', () => {
    const never = (() => new Promise(() => {})) as LoadRemoteModule;
    fireEvent.click(renderAreas(never));
    expect(screen.getByRole('status')).toHaveTextContent('Loading service locations…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries again after a failed load, and shows the list once the locations remote answers', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(fragment) as unknown as LoadRemoteModule;
      const toggle = renderAreas(load);
      await act(async () => fireEvent.click(toggle));
      expect(screen.getByRole('status')).toHaveTextContent('Loading service locations…');
      await act(async () => vi.advanceTimersByTimeAsync(2000));
      expect(load).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('list', { name: 'Service locations' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('links to the four service states', () => {
    renderAreas(() => new Promise(() => {}));
    const states = within(screen.getByRole('list', { name: 'States we serve' })).getAllByRole('link');
    expect(states.map((a) => a.getAttribute('href'))).toEqual(['/regions/illinois', '/regions/wisconsin', '/regions/indiana', '/regions/michigan']);
  });
});
