import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { initialsOf } from '@/lib/initials';
import { useFileUrl } from '@/lib/use-file-url';

interface UserAvatarProps {
  name: string;
  /** The user's profilePictureUrl: a download path of ours or an https address; initials without one. */
  pictureUrl: string | null | undefined;
  className?: string;
  fallbackClassName?: string;
  /** Left out of the accessible name of what holds it (a button named by its own text). */
  'aria-hidden'?: boolean;
}

/** A person's picture, or their initials while it loads, when it fails, or when they have none. */
export function UserAvatar({
  name,
  pictureUrl,
  className,
  fallbackClassName,
  'aria-hidden': ariaHidden,
}: UserAvatarProps) {
  const src = useFileUrl(pictureUrl);
  return (
    <Avatar className={className} aria-hidden={ariaHidden}>
      {src && <AvatarImage src={src} alt="" />}
      <AvatarFallback className={fallbackClassName}>{initialsOf(name)}</AvatarFallback>
    </Avatar>
  );
}
