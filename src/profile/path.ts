/** "My profile" lives here, inside the app layout (reached from the user menu). */
export const MY_PROFILE_PATH = '/my-profile';
