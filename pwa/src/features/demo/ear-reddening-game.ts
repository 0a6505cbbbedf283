/**
 * The ear-reddening game: Yasuda (later Honinbo) Shusaku, Black, against Inoue Gennan Inseki,
 * White, Osaka, 11, 14 and 15 September 1846 (Koka 3-7-21, 24, 25), Black won by 2 points.
 * The record as Andries Brouwer's collection of historical games gives it
 * (homepages.cwi.nl/~aeb/go/games), all 325 moves; the same moves as Little Go's copy. No komi.
 * The texts about it (names, comments) are in locales/<lng>/demo.json.
 */
export const EAR_REDDENING_SGF =
  '(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[0]RE[B+2]DT[1846-09-11,14,15]PC[Osaka]' +
  'PB[Yasuda Shusaku]BR[4d]PW[Inoue Gennan Inseki]WR[8d]' +
  ';B[qd];W[dc];B[pq];W[oc];B[cp];W[cf];B[ep];W[qo];B[pe];W[np];B[po];W[pp]' +
  ';B[op];W[qp];B[oq];W[oo];B[pn];W[qq];B[nq];W[on];B[pm];W[om];B[pl];W[mp]' +
  ';B[mq];W[ol];B[pk];W[lq];B[lr];W[kr];B[lp];W[kq];B[qr];W[rr];B[rs];W[mr]' +
  ';B[nr];W[pr];B[ps];W[qs];B[no];W[mo];B[qr];W[rm];B[rl];W[qs];B[lo];W[mn]' +
  ';B[qr];W[qm];B[or];W[ql];B[qj];W[rj];B[ri];W[rk];B[ln];W[mm];B[qi];W[rq]' +
  ';B[jn];W[ls];B[ns];W[gq];B[go];W[ck];B[kc];W[ic];B[pc];W[nj];B[ke];W[og]' +
  ';B[oh];W[pb];B[qb];W[ng];B[mi];W[mj];B[nd];W[ph];B[qg];W[pg];B[hq];W[hr]' +
  ';B[ir];W[iq];B[hp];W[jr];B[fc];W[lc];B[ld];W[mc];B[lb];W[mb];B[md];W[qf]' +
  ';B[pf];W[qh];B[rg];W[rh];B[sh];W[rf];B[sg];W[pj];B[pi];W[oi];B[oj];W[ni]' +
  ';B[qk];W[ok];B[qe];W[kb];B[jb];W[ka];B[jc];W[ob];B[ja];W[la];B[db];W[cc]' +
  ';B[fe];W[cn];B[gr];W[is];B[fq];W[io];B[ji];W[eb];B[fb];W[eg];B[dj];W[dk]' +
  ';B[ej];W[cj];B[dh];W[ij];B[hm];W[gj];B[eh];W[fl];B[fg];W[er];B[dm];W[fn]' +
  ';B[dn];W[gn];B[jj];W[jk];B[kk];W[ii];B[ik];W[jl];B[kl];W[il];B[jh];W[co]' +
  ';B[do];W[ih];B[hn];W[hl];B[bl];W[dg];B[gh];W[ch];B[ig];W[ec];B[cr];W[fd]' +
  ';B[gd];W[ed];B[gc];W[bk];B[cm];W[gs];B[gp];W[li];B[kg];W[in];B[lj];W[lg]' +
  ';B[gm];W[jf];B[jg];W[im];B[fm];W[kf];B[lf];W[mf];B[le];W[gf];B[hf];W[ff]' +
  ';B[gg];W[lk];B[kj];W[km];B[lm];W[ll];B[jm];W[ge];B[he];W[ef];B[ea];W[cb]' +
  ';B[fr];W[fs];B[dr];W[qa];B[ra];W[pa];B[rb];W[da];B[gi];W[fj];B[fi];W[fa]' +
  ';B[ga];W[gl];B[ek];W[em];B[ho];W[el];B[en];W[jo];B[kn];W[ci];B[lh];W[mh]' +
  ';B[mg];W[di];B[ei];W[lg];B[qn];W[rn];B[re];W[sl];B[mg];W[bm];B[am];W[lg]' +
  ';B[eq];W[es];B[mg];W[ha];B[gb];W[lg];B[ds];W[hs];B[mg];W[sj];B[si];W[lg]' +
  ';B[sr];W[sq];B[mg];W[hd];B[hb];W[lg];B[ro];W[so];B[mg];W[ss];B[qs];W[lg]' +
  ';B[sn];W[rp];B[mg];W[cl];B[bn];W[lg];B[ml];W[mk];B[mg];W[pj];B[sf];W[lg]' +
  ';B[nn];W[nl];B[mg];W[ib];B[ia];W[lg];B[nc];W[nb];B[mg];W[jd];B[kd];W[lg]' +
  ';B[ma];W[na];B[mg];W[qc];B[rc];W[lg];B[js];W[ks];B[mg];W[hc];B[id];W[lg]' +
  ';B[fk];W[hj];B[mg];W[hh];B[hg];W[lg];B[gk];W[hk];B[mg];W[ak];B[lg];W[al]' +
  ';B[bm];W[nf];B[od];W[ki];B[ms];W[kp];B[ip];W[jp];B[lr];W[oj];B[mr];W[ea]' +
  ';B[sr]' +
  ')';

/** The move that names the game. */
export const EAR_REDDENING_MOVE = 127;

/**
 * The moments the page comments on, each from the move it starts at until the next one; each
 * has comments.<key>.title and .text in demo.json.
 */
export const MOMENTS = [
  { key: 'start', move: 0 },
  { key: 'opening', move: 1 },
  { key: 'fight', move: 8 },
  { key: 'earReddening', move: EAR_REDDENING_MOVE },
  { key: 'afterwards', move: 128 },
  { key: 'ko', move: 229 },
  { key: 'end', move: 325 },
] as const;
