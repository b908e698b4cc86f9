// Renders `children` once the placeholder comes within `margin` of the viewport, so code for
// content far below the fold (and the data it bundles) is not part of the page's first load.
import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearViewportProps extends BoxProps {
  children: ReactNode;
  margin?: string;
}

export function WhenNearViewport({ children, margin = '600px', ...placeholder }: WhenNearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near) return <>{children}</>;
  return <Box ref={ref} aria-hidden {...placeholder} />;
}
