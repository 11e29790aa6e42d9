import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';

/** Every app that is released and deployed on its own: the shell and the five remotes. */
export type App = 'shell' | RemoteName;
export const apps: readonly App[] = ['shell', ...remoteNames];
