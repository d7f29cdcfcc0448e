import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatPrice, type Product } from '../../domain/shop/catalogue';

export interface ProductGridProps {
  /** The products to show as cards, in the order given. */
  products: readonly Product[];
  /** Add to Cart (docs/product.md, Store: the Store keeps the grid hidden until it opens). */
  onAddToCart: (product: Product) => void;
}

/** The catalogue as cards: name, price, description, features, 'Popular', Add to Cart. */
export function ProductGrid({ products, onAddToCart }: ProductGridProps) {
  return (
    <Box
      component="ul"
      aria-label="Products"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
      }}
    >
      {products.map((p) => (
        <li key={p.id}>
          <Card variant="outlined" sx={{ p: 2, height: '100%', display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {p.name}
              </Typography>
              {p.popular && <Chip size="small" color="secondary" label="Popular" />}
            </Box>
            <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
              {formatPrice(p.price)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {p.description}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
              {p.features.map((f) => (
                <li key={f}>
                  <Typography variant="body2">{f}</Typography>
                </li>
              ))}
            </Box>
            <Button
              variant="contained"
              onClick={() => onAddToCart(p)}
              sx={{ justifySelf: 'start' }}
            >
              Add to Cart
            </Button>
          </Card>
        </li>
      ))}
    </Box>
  );
}
