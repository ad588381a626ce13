/** The image after `index` for a key, wrapping around; null for keys the gallery ignores. */
export function galleryIndexForKey(key: string, index: number, count: number): number | null {
  if (count < 2) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
