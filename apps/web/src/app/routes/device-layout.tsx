import { Outlet } from 'react-router';

/** `/device` is a layout route (spec §2); its child page named "device" renders inside. */
export function DeviceLayout() {
  return <Outlet />;
}

export default DeviceLayout;
