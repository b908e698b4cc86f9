// A person's avatar: the uploaded image, or their initials.
import { Avatar } from '@chakra-ui/react';

export function UserAvatar({
  name,
  src,
  size = 'sm',
}: {
  name: string;
  src: string | null;
  size?: Avatar.RootProps['size'];
}) {
  return (
    <Avatar.Root size={size} colorPalette="primary">
      <Avatar.Fallback name={name} />
      {src ? <Avatar.Image src={src} alt="" /> : null}
    </Avatar.Root>
  );
}
