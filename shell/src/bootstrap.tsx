import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { addErrorHandler, registerApplication, start } from 'single-spa';
import { ownerOf, remoteNames, showsChat, type RemoteName } from 'shared-contracts/routes/route-table';
import { browserStorage } from 'shared-contracts/store/persisted';
import { townLookupModule, type TownLookup } from 'shared-contracts/towns/town-lookup';
import { ShellApp } from './app/ShellApp';
import { fetchRuntimeConfig } from './config/runtime-config';
import { scrollToTopOnRouteChange } from './features/navigation/scroll-to-top';
import { remoteApplication } from './remotes/remote-application';
import { createRemoteLoader } from './remotes/remote-loader';
import { renderFallback } from './remotes/render-fallback';
import { createShellStore, followOtherTabs } from './store/create-store';

const byId = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The page has no #${id}`);
  return element;
};

async function startShell() {
  const storage = browserStorage();
  const { store, rootReducer } = createShellStore(storage);
  if (storage) followOtherTabs(store, storage);
  const config = await fetchRuntimeConfig();
  const loader = createRemoteLoader({ registerRemotes, loadRemote }, config.remotes);

  const suggestTowns = async (query: string) =>
    (await loader.loadModule<TownLookup>(townLookupModule.remote, townLookupModule.exposed)).similarTowns(query, 3);
  createRoot(byId('shell-root')).render(
    <ShellApp
      store={store}
      siteOrigin={config.siteOrigin}
      suggestTowns={suggestTowns}
      slots={{ header: byId('site-header'), footer: byId('site-footer'), toasts: byId('toast-area'), notFound: byId('shell-not-found') }}
    />,
  );

  const isActive = (remote: RemoteName) => (location: Location) =>
    remote === 'chat' ? showsChat(location.pathname) : ownerOf(location.pathname) === remote;
  for (const remote of remoteNames) {
    registerApplication({
      name: remote,
      app: remoteApplication(remote, loader, renderFallback),
      activeWhen: isActive(remote),
      customProps: {
        store,
        rootReducer,
        siteOrigin: config.siteOrigin,
        domElement: byId(`mfe-${remote}`),
        loadRemoteModule: loader.loadModule,
      },
    });
  }
  addErrorHandler((error) => console.error(`[shell] ${error.appOrParcelName} failed`, error));
  scrollToTopOnRouteChange();
  start({ urlRerouteOnly: true });
}

startShell().catch((error: unknown) => {
  console.error('[shell] could not start', error);
  byId('main').innerHTML =
    '<p style="padding:48px 20px;text-align:center">We could not load the site just now. Please refresh the page, or call us at <a href="tel:+17735550148">(773) 555-0148</a>.</p>';
});
