import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';

import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/routing/router';
import { pageMetaChanged, type PageMeta } from 'shared-contracts/store/page-meta';
import { toastShown } from 'shared-contracts/store/toast';
import { configureStore, type UnknownAction } from 'shared-contracts/store/toolkit';

/** Renders at a path with a store that records what the page dispatched (toasts, metadata). */
export function renderPage(element: ReactElement, { path, pattern }: { path: string; pattern?: string }) {
  const actions: UnknownAction[] = [];
  const store = configureStore({
    reducer: (state: Record<string, never> = {}, action: UnknownAction) => {
      actions.push(action);
      return state;
    },
  });
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern ?? '*'} element={element} />
          {pattern && <Route path="*" element={null} />}
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </Provider>,
  );
  return {
    ...utils,
    toasts: () => actions.filter(toastShown.match).map((a) => a.payload),
    lastMeta: (): PageMeta | undefined =>
      actions
        .filter(pageMetaChanged.match)
        .map((a) => a.payload)
        .at(-1),
  };
}

function CurrentPath() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}
