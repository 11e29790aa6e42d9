import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';

import { MemoryRouter, useLocation } from 'shared-contracts/routing/router';
import { toastShown, type Toast } from 'shared-contracts/store/toast';
import { combineSlices, configureStore, createSlice, type Slice } from 'shared-contracts/store/toolkit';

/** Records the toasts a remote asks the shell for, so tests can read them from the store. */
const toasts = createSlice({
  name: 'toasts',
  initialState: { items: [] as Toast[] },
  reducers: {},
  extraReducers: (builder) => builder.addCase(toastShown, (state, action) => void state.items.push(action.payload)),
});

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders a remote's app at a path inside a store with the given slices and a toast recorder,
 * plus an element (`data-testid="location"`) that shows where the router is.
 */
export function renderRemote(
  app: ReactElement,
  { path, slices = [], preloadedState }: { path: string; slices?: Slice[]; preloadedState?: Record<string, unknown> },
) {
  const store = configureStore({
    reducer: combineSlices(toasts, ...slices),
    ...(preloadedState ? { preloadedState: { toasts: { items: [] }, ...preloadedState } as never } : {}),
  });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {app}
        <WhereAmI />
      </MemoryRouter>
    </Provider>,
  );
  const toastTitles = () =>
    (store.getState() as { toasts: { items: Toast[] } }).toasts.items.map((toast) => toast.title);
  return { store, toastTitles, ...view };
}
