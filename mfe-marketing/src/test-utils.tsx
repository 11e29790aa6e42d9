import { render } from '@testing-library/react';
import { Provider } from 'react-redux';

import { SiteContext } from 'shared-contracts/remote/site-context';
import { MemoryRouter, useLocation } from 'shared-contracts/routing/router';
import { pageMetaChanged, type PageMeta } from 'shared-contracts/store/page-meta';
import type { LoadRemoteModule } from 'shared-contracts/store/remote-props';
import { toastShown, type Toast } from 'shared-contracts/store/toast';
import { combineSlices, configureStore, createSlice } from 'shared-contracts/store/toolkit';

import { App } from './app/App';

const recorded = createSlice({
  name: 'recorded',
  initialState: { toasts: [] as Toast[], meta: null as PageMeta | null },
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(toastShown, (state, action) => void state.toasts.push(action.payload))
      .addCase(pageMetaChanged, (state, action) => void (state.meta = action.payload)),
});

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

const neverLoads: LoadRemoteModule = () => new Promise(() => {});

export const testOrigin = 'https://www.wraplabchicago.com';

/** The marketing remote at a path, recording toasts and the page metadata it declares. */
export function renderMarketingApp(path: string, options: { loadRemoteModule?: LoadRemoteModule } = {}) {
  const store = configureStore({ reducer: combineSlices(recorded) });
  const view = render(
    <Provider store={store}>
      <SiteContext.Provider
        value={{ siteOrigin: testOrigin, loadRemoteModule: options.loadRemoteModule ?? neverLoads }}
      >
        <MemoryRouter initialEntries={[path]}>
          <App />
          <WhereAmI />
        </MemoryRouter>
      </SiteContext.Provider>
    </Provider>,
  );
  return {
    store,
    meta: () => store.getState().recorded.meta,
    toasts: () => store.getState().recorded.toasts,
    ...view,
  };
}
