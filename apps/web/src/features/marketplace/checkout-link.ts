/** `/checkout?product={id}&amount={price}&name={title}`, each value URL-encoded. */
export const checkoutHref = (id: string, price: number, name: string) =>
  `/checkout?product=${encodeURIComponent(id)}&amount=${encodeURIComponent(String(price))}&name=${encodeURIComponent(name)}`;
