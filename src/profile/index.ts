/** "My profile" (`/my-profile`, inside the app layout; reached from the user menu). */
export { MyProfilePage } from './MyProfilePage';
export { PROFILE_QUERY_KEY } from './useProfile';
export { MY_PROFILE_PATH } from './path';
