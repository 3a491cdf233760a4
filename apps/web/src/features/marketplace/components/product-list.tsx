import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Grid } from '../../../components/ui/section';
import { Spinner } from '../../../components/ui/spinner';
import { useProducts } from '../api/get-products';
import * as styles from './marketplace.css';
import { ProductCard } from './product-card';

export const NO_PRODUCTS_MESSAGE = 'No products available at this time.';

/**
 * The packs, fetched in the browser: the prerendered page shows the loading state (the same
 * markup the first client render produces, so hydration matches), then the cards.
 */
export function ProductList() {
  const products = useProducts();

  if (products.isPending) {
    return (
      <div className={styles.placeholder}>
        <Spinner label="Loading premium packs…" />
      </div>
    );
  }
  if (products.isError) {
    return (
      <div className={styles.status}>
        <Alert tone="destructive" role="alert" title="We couldn't load the packs">
          <p>Something went wrong while loading the premium packs. Please try again.</p>
        </Alert>
        <div>
          <Button variant="outline" onClick={() => void products.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (products.data.length === 0) {
    return (
      <Alert tone="info" role="status">
        <p>{NO_PRODUCTS_MESSAGE}</p>
      </Alert>
    );
  }
  return (
    <Grid as="ul" columns={3} className={styles.list} aria-label="Premium packs">
      {products.data.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </Grid>
  );
}
