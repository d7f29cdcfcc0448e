import type { ShopInterest } from '../../contract/shop';
import { api } from './client';

export const shopApi = {
  interest: () => api<ShopInterest>('GET', '/api/store/interest'),
  notifyMe: () => api<ShopInterest>('POST', '/api/store/interest'),
};
