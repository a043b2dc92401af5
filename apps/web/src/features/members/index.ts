/**
 * What other features may use of the members: the family's list as the chooser builds it (the
 * account holder first, then the relations), for the parent's home; and the way a guest registers.
 */
export { useGetAllRelationQuery } from './api/membersApi';
export { RegisterInvite, RegisterLink } from './components/RegisterInvite';
export { type ChooserMember, chooserList, holderAsMember } from './members';
