/** The number on a header or bottom-bar button; nothing at zero so an empty basket stays quiet. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  // the space keeps the button's name readable ("Favourites 3", not "Favourites3")
  return (
    <>
      {' '}
      <span className="badge">{count > 99 ? '99+' : count}</span>
    </>
  );
}
