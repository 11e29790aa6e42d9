import { createRemoteRender } from 'shared-contracts/remote/create-remote-render';
import { concretePaths } from 'shared-contracts/routes/route-table';

import { memberRemote } from './app/remote';

export const render = createRemoteRender(memberRemote);

export const paths = () => concretePaths('member', {});
