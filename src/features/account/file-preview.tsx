import { Image, type ImageProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/**
 * A picked file shown as an image through a blob: URL. The URL is set on the element directly
 * and revoked when the file changes or the preview unmounts, so previews never pin a file's
 * memory for the life of the page.
 */
export function FilePreview({ file, ...props }: { file: Blob } & Omit<ImageProps, 'src'>) {
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return <Image ref={ref} {...props} />;
}
