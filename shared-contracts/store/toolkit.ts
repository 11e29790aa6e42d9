/**
 * The site's one door to Redux Toolkit. Federation shares this module, not the package: a shared
 * package ships whole, while this module's chunk keeps only what it re-exports. Add an export here
 * when a part needs one.
 */
export { combineSlices, configureStore, createAction, createSlice, nanoid } from '@reduxjs/toolkit';
export type {
  CombinedSliceReducer,
  EnhancedStore,
  PayloadAction,
  Slice,
  ThunkAction,
  ThunkDispatch,
  UnknownAction,
} from '@reduxjs/toolkit';
