// Traditional characters and their simplified twins, so a name written in either script is
// compared as a reader of the other reads it (users.ts nicknameKey: 車友 and 车友 are one name). A
// hand-picked list of about 674 common characters (surnames, given-name characters, everyday and
// car words), each pair traditional then simplified; not a full conversion: a traditional character
// that is not listed is compared as written.

const PAIRS =
  '車车東东電电這这個个們们來来時时會会說说國国學学對对發发開开關关後后長长見见經经動动過过還还點点問问間间進进實实現现當当從从頭头與与產产樂乐麼么機机體体親亲華华龍龙鳳凤馬马鳥鸟魚鱼飛飞雲云風风陽阳陰阴愛爱夢梦歡欢樹树葉叶藍蓝綠绿紅红黃黄銀银' +
  '鐵铁錢钱鐘钟門门聞闻聽听話话語语讀读寫写書书畫画號号團团園园圓圆圖图區区醫医藥药變变邊边遠远運运達达選选遲迟顯显類类題题顏颜願愿順顺須须領领頁页飯饭館馆驗验騎骑驅驱鬥斗鮮鲜麗丽黨党齊齐齒齿龜龟萬万專专業业叢丛絲丝兩两嚴严喪丧豐丰臨临為为舉举' +
  '義义烏乌喬乔習习鄉乡買买亂乱爭争虧亏亞亚畝亩億亿僅仅倉仓儀仪價价眾众優优傘伞偉伟傳传傷伤倫伦偽伪俠侠侶侣偵侦側侧僑侨儉俭債债傾倾償偿儲储兒儿兌兑蘭兰興兴養养獸兽岡冈冊册軍军農农馮冯決决況况凍冻淨净涼凉減减幾几憑凭凱凯擊击劃划劉刘則则剛刚創创' +
  '刪删別别劑剂劍剑劇剧勸劝辦办務务勵励勁劲勞劳勢势勳勋協协單单賣卖盧卢衛卫卻却廠厂廳厅歷历厲厉壓压厭厌縣县參参雙双敘叙嘆叹嚇吓嗎吗啟启員员響响啞哑喚唤圍围聖圣場场壞坏塊块堅坚壇坛墳坟墜坠壘垒墊垫執执報报堯尧塵尘牆墙壯壮聲声殼壳壺壶處处備备復复' +
  '夠够夾夹奪夺奮奋獎奖婦妇媽妈孫孙寧宁寶宝寵宠審审憲宪寬宽賓宾尋寻導导壽寿將将爾尔嘗尝層层屬属歲岁豈岂嶼屿峽峡嶺岭島岛幣币帥帅師师帳帐帶带幫帮幹干廣广莊庄慶庆廬庐庫库應应廟庙龐庞廢废異异棄弃張张彌弥彎弯強强歸归錄录徹彻徑径憶忆懷怀態态總总戀恋' +
  '惡恶慘惨憂忧懼惧戲戏戰战戶户撲扑擴扩掃扫揚扬擾扰撫抚搶抢護护擔担擬拟擁拥攔拦撥拨擇择掛挂撈捞損损撿捡換换據据攜携搖摇數数齋斋斬斩斷断無无舊旧曠旷晝昼晉晋曬晒曉晓暈晕暫暂術术樸朴殺杀雜杂權权條条楊杨極极構构櫃柜檸柠棟栋欄栏樣样橋桥檔档檢检樓楼' +
  '歐欧殘残氣气漢汉湯汤溝沟沒没滬沪淚泪潑泼澤泽潔洁灑洒濁浊測测濟济瀏浏渾浑濃浓濤涛潤润漲涨淵渊漁渔溫温遊游灣湾濕湿滿满濾滤灘滩滅灭燈灯靈灵災灾燦灿煉炼爐炉煩烦燒烧熱热爺爷獨独獅狮獄狱貓猫獻献環环瑪玛瓊琼畢毕療疗瘋疯盞盏鹽盐監监盤盘睜睁礦矿碼码' +
  '磚砖確确禮礼禍祸離离種种積积稱称穩稳窮穷竊窃競竞筆笔築筑簡简節节範范籃篮糧粮糾纠紀纪約约級级紡纺紙纸紋纹純纯線线練练組组細细終终紹绍結结給给絡络統统絕绝繼继續续維维綿绵網网緊紧緣缘編编縮缩織织績绩羅罗罰罚聰聪聯联職职肅肃腸肠腦脑膚肤膠胶臉脸' +
  '臟脏臺台艦舰艱艰藝艺蘇苏蘋苹莖茎薦荐蓋盖蓮莲蔣蒋蘿萝螢萤營营蟲虫蝦虾蠶蚕衝冲補补裝装規规視视覽览覺觉觀观計计訂订認认討讨讓让訓训議议記记講讲許许論论設设訪访證证評评識识詞词譯译試试詩诗誠诚該该詳详誤误請请諸诸課课誰谁調调談谈謝谢謎谜謹谨譜谱' +
  '豬猪貝贝負负財财貢贡貧贫貨货販贩貪贪購购貫贯責责貴贵費费貿贸賀贺資资賊贼賞赏賠赔賴赖賺赚賽赛贈赠贊赞趕赶趙赵躍跃軌轨軒轩輕轻載载較较輛辆輩辈輪轮輸输轉转辭辞遼辽遷迁違违連连適适遺遗鄧邓鄭郑醬酱釋释鑒鉴針针釘钉鋼钢鈴铃錯错鍋锅鎮镇鏡镜鑽钻閃闪' +
  '閉闭閑闲閱阅闊阔隊队陳陈陸陆際际隨随險险隱隐難难雞鸡雖虽霧雾靜静韓韩頂顶項项預预頻频額额飄飘飲饮飽饱餅饼餓饿駕驾騙骗驚惊鬧闹魯鲁鮑鲍鳴鸣鴨鸭鵝鹅鷹鹰麥麦輝辉吳吴蕭萧閻阎龔龚顧顾賈贾譚谭鄒邹傑杰瑋玮嬌娇綺绮穎颖韻韵瑤瑶濱滨鴻鸿鵬鹏暢畅驊骅駿骏' +
  '騰腾韋韦緯纬聶聂閩闽蘊蕴靚靓纜缆氫氢鋰锂鈉钠艙舱駛驶鑰钥';

const TO_SIMPLIFIED = new Map<string, string>();
const chars = Array.from(PAIRS);
for (let i = 0; i + 1 < chars.length; i += 2) TO_SIMPLIFIED.set(chars[i]!, chars[i + 1]!);

/** The text with every listed traditional character replaced by its simplified twin. */
export function toSimplified(text: string): string {
  return Array.from(text, (c) => TO_SIMPLIFIED.get(c) ?? c).join('');
}

/** How many characters the list covers (tests and README say so). */
export const SIMPLIFIED_PAIRS = TO_SIMPLIFIED.size;
