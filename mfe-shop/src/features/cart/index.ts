export { orderPlaced } from './cartSlice';
