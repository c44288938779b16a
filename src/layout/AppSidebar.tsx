import { useEffect } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';

/**
 * react-admin's sidebar, closed whenever the window gets narrower than md (960 px, see theme.ts).
 * react-admin's menu links already close it on click below md.
 */
export function AppSidebar(props: SidebarProps) {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [, setOpen] = useSidebarState();

  useEffect(() => {
    if (narrow) setOpen(false);
  }, [narrow, setOpen]);

  return <Sidebar {...props} />;
}
