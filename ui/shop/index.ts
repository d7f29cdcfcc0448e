export { ShopScreen, type ShopScreenProps } from './ShopScreen';
export { ProductGrid, type ProductGridProps } from './ProductGrid';
