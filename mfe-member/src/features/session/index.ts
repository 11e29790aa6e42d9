export {
  profileForLogin,
  registerAccount,
  rememberedEmail,
  rememberEmail,
  saveAccountDetails,
} from './member-accounts';
export { profileUpdated } from './sessionSlice';
export { loginPathFor, returnPath } from './return-to';
