export { StoreScreen, type StoreScreenProps } from './StoreScreen';
export { ProductGrid, type ProductGridProps } from './ProductGrid';
