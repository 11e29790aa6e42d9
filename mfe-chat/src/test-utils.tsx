import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';

import { SiteContext } from 'shared-contracts/remote/site-context';
import { MemoryRouter, useNavigate } from 'shared-contracts/routing/router';
import type { LoadRemoteModule } from 'shared-contracts/store/remote-props';
import { toastShown, type Toast } from 'shared-contracts/store/toast';
import { combineSlices, configureStore, createSlice } from 'shared-contracts/store/toolkit';
import type { TownLookup } from 'shared-contracts/towns/town-lookup';

import { App } from './app/App';
import { chatSlice } from './features/chat/chatSlice';
import { testLookup } from './features/chat/test-towns';
import { forgetTownLookup } from './features/chat/use-town-lookup';

const toasts = createSlice({
  name: 'toasts',
  initialState: { items: [] as Toast[] },
  reducers: {},
  extraReducers: (b) => b.addCase(toastShown, (s, a) => void s.items.push(a.payload)),
});

export const makeStore = () => configureStore({ reducer: combineSlices(chatSlice, toasts) });
export type TestStore = ReturnType<typeof makeStore>;

let navigateTo: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

/** Navigate inside the rendered app, as a link elsewhere on the page would. */
export const goTo = (path: string) => navigateTo(path);

interface Options {
  store?: TestStore;
  /** What loading the locations remote's `./towns` gives: a lookup, an error, or a promise that waits. */
  towns?: TownLookup | Error | Promise<TownLookup>;
}

/** The chat remote at a path, with the real chat slice, a record of toasts, and a stand-in town lookup. */
export function renderChat(path: string, { store = makeStore(), towns = testLookup() }: Options = {}) {
  forgetTownLookup();
  const loadRemoteModule = (async () => {
    if (towns instanceof Error) throw towns;
    return towns;
  }) as LoadRemoteModule;
  const view = render(
    <Provider store={store}>
      <SiteContext.Provider value={{ siteOrigin: 'https://www.wraplabchicago.com', loadRemoteModule }}>
        <MemoryRouter initialEntries={[path]}>
          <Navigator />
          <App />
        </MemoryRouter>
      </SiteContext.Provider>
    </Provider>,
  );
  return { store, toasts: () => store.getState().toasts.items, ...view };
}
