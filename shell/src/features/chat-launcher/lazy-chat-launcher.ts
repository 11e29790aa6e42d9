import { lazy } from 'react';

/**
 * The chat launcher as the browser draws it: its own chunk, fetched with the shell's start files on
 * pages that show the chat (whose server HTML it hydrates) and never on checkout or the order pages.
 * Until it hydrates, the server's launcher opens the greeting without scripts.
 */
export const LazyChatLauncher = lazy(() =>
  import(/* webpackChunkName: "chat-launcher" */ './ChatLauncher').then(({ ChatLauncher }) => ({
    default: ChatLauncher,
  })),
);
